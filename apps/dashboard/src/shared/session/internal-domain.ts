// The server says whether the user is internal staff; the domain rules ask for the internal domain. A staff
// member's own e-mail domain is that domain, and for anyone else no domain matches.
export function internalDomainFor(email: string, internalStaff: boolean): string {
  if (!internalStaff) return '';
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}
