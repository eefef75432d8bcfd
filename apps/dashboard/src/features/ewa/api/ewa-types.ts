import type { Schemas } from '@cuadre/api-client';

export type Worker = Schemas['Worker'];
export type WorkerSelection = Schemas['WorkerSelection'];
export type WorkerStatusLogEntry = Schemas['WorkerStatusLogEntry'];
export type Company = Schemas['Company'];
export type CompanySettings = Schemas['CompanySettings'];
export type Period = Schemas['Period'];
export type DeductionRecord = Schemas['DeductionRecord'];
export type Invoice = Schemas['Invoice'];
export type InvoiceStatus = Schemas['InvoiceStatus'];
export type InvoiceType = Schemas['InvoiceType'];
export type BankDetails = Schemas['BankDetails'];
export type BankDetailsUpdate = Schemas['BankDetailsUpdate'];
export type Report = Schemas['Report'];
export type ReportType = Schemas['ReportType'];
export type ProblemFieldError = Schemas['ProblemFieldError'];
export type PayFrequency = Schemas['PayFrequency'];
