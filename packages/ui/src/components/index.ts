export { Alert, alertTones } from './Alert/Alert.tsx';
export type { AlertProps, AlertTone } from './Alert/Alert.tsx';
export { Badge, badgeTones } from './Badge/Badge.tsx';
export type { BadgeProps, BadgeTone } from './Badge/Badge.tsx';
export { Box, boxElements } from './Box/Box.tsx';
export type { BoxElement, BoxProps } from './Box/Box.tsx';
export type { LayoutAttributes, Space } from './Box/layout.ts';
export { Button, buttonClassName, buttonSizes, buttonVariants } from './Button/Button.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/Button.tsx';
export { Card } from './Card/Card.tsx';
export type { CardProps } from './Card/Card.tsx';
export { Chart, chartTypes, preloadChart } from './Chart/Chart.tsx';
export type { ChartDatum, ChartProps, ChartSeries, ChartType } from './Chart/Chart.tsx';
export { Checkbox } from './Checkbox/Checkbox.tsx';
export type { CheckboxProps } from './Checkbox/Checkbox.tsx';
export {
  Column,
  Columns,
  columnsCollapseBreakpoints,
  columnsVerticalAlignments,
  columnWidths,
} from './Columns/Columns.tsx';
export type {
  ColumnProps,
  ColumnsAlignY,
  ColumnsCollapseBelow,
  ColumnsProps,
  ColumnWidth,
} from './Columns/Columns.tsx';
export { Combobox } from './Combobox/Combobox.tsx';
export type { ComboboxOption, ComboboxProps } from './Combobox/Combobox.tsx';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog.tsx';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.tsx';
export { DataTable } from './DataTable/DataTable.tsx';
export { SortLabel } from './DataTable/SortLabel.tsx';
export type {
  DataTableAlign,
  DataTableColumn,
  DataTableLabels,
  DataTableProps,
  DataTableStatus,
  RowSelectionState,
  SortingState,
} from './DataTable/DataTable.tsx';
export { DatePicker } from './DatePicker/DatePicker.tsx';
export type { DatePickerProps } from './DatePicker/DatePicker.tsx';
export type { CalendarLabels } from './DatePicker/Calendar.tsx';
export { DateRangePicker } from './DateRangePicker/DateRangePicker.tsx';
export type { DateRange, DateRangePickerProps } from './DateRangePicker/DateRangePicker.tsx';
export { DescriptionList, descriptionListLayouts } from './DescriptionList/DescriptionList.tsx';
export type {
  DescriptionListItem,
  DescriptionListLayout,
  DescriptionListProps,
} from './DescriptionList/DescriptionList.tsx';
export { DESKTOP_MIN_WIDTH_PX, DesktopOnlyOverlay } from './DesktopOnlyOverlay/DesktopOnlyOverlay.tsx';
export type { DesktopOnlyOverlayProps } from './DesktopOnlyOverlay/DesktopOnlyOverlay.tsx';
export { Dialog, DialogClose, dialogSizes } from './Dialog/Dialog.tsx';
export type { DialogProps, DialogSize } from './Dialog/Dialog.tsx';
export { Drawer, drawerSizes } from './Drawer/Drawer.tsx';
export type { DrawerProps, DrawerSize } from './Drawer/Drawer.tsx';
export { DropdownMenu } from './DropdownMenu/DropdownMenu.tsx';
export type { DropdownMenuEntry, DropdownMenuProps } from './DropdownMenu/DropdownMenu.tsx';
export { EmptyState } from './EmptyState/EmptyState.tsx';
export type { EmptyStateProps } from './EmptyState/EmptyState.tsx';
export { ErrorState } from './ErrorState/ErrorState.tsx';
export type { ErrorStateProps } from './ErrorState/ErrorState.tsx';
export { FileDrop } from './FileDrop/FileDrop.tsx';
export type { FileDropLabels, FileDropProps, FileUpload, FileUploadStatus } from './FileDrop/FileDrop.tsx';
export { Form } from './Form/Form.tsx';
export type { FormProps } from './Form/Form.tsx';
export { Heading, headingLevels } from './Heading/Heading.tsx';
export type { HeadingElement, HeadingLevel, HeadingProps } from './Heading/Heading.tsx';
export { Inline, inlineAlignments, inlineElements, inlineVerticalAlignments } from './Inline/Inline.tsx';
export type { InlineAlign, InlineAlignY, InlineElement, InlineProps } from './Inline/Inline.tsx';
export { NumberField, numberFieldKinds } from './NumberField/NumberField.tsx';
export type { NumberFieldKind, NumberFieldProps } from './NumberField/NumberField.tsx';
export { PageHeader } from './PageHeader/PageHeader.tsx';
export type { PageHeaderProps } from './PageHeader/PageHeader.tsx';
export { Paginator } from './Paginator/Paginator.tsx';
export type { PaginatorProps } from './Paginator/Paginator.tsx';
export { Popover } from './Popover/Popover.tsx';
export type { PopoverProps } from './Popover/Popover.tsx';
export { ProgressBar } from './ProgressBar/ProgressBar.tsx';
export type { ProgressBarProps } from './ProgressBar/ProgressBar.tsx';
export { RadioGroup } from './RadioGroup/RadioGroup.tsx';
export type { RadioGroupProps } from './RadioGroup/RadioGroup.tsx';
export { Select, selectSizes } from './Select/Select.tsx';
export type { SelectOption, SelectProps, SelectSize } from './Select/Select.tsx';
export { Sidebar } from './Sidebar/Sidebar.tsx';
export type { SidebarItem, SidebarLinkProps, SidebarProps } from './Sidebar/Sidebar.tsx';
export { Skeleton } from './Skeleton/Skeleton.tsx';
export type { SkeletonProps } from './Skeleton/Skeleton.tsx';
export { Spinner, spinnerSizes } from './Spinner/Spinner.tsx';
export type { SpinnerProps, SpinnerSize } from './Spinner/Spinner.tsx';
export { Stack, stackAlignments, stackElements } from './Stack/Stack.tsx';
export type { StackAlign, StackElement, StackProps } from './Stack/Stack.tsx';
export { Stat } from './Stat/Stat.tsx';
export type { StatProps } from './Stat/Stat.tsx';
export { defaultStatusLabels, StatusPill } from './StatusPill/StatusPill.tsx';
export type { StatusPillProps, StatusPillStatus } from './StatusPill/StatusPill.tsx';
export { Switch } from './Switch/Switch.tsx';
export type { SwitchProps } from './Switch/Switch.tsx';
export { Tabs } from './Tabs/Tabs.tsx';
export type { TabItem, TabsProps } from './Tabs/Tabs.tsx';
export { Text, textAlignments, textElements, textSizes, textTones, textWeights } from './Text/Text.tsx';
export type { TextAlign, TextElement, TextProps, TextSize, TextTone, TextWeight } from './Text/Text.tsx';
export { TextArea } from './TextArea/TextArea.tsx';
export type { TextAreaProps } from './TextArea/TextArea.tsx';
export { TextField } from './TextField/TextField.tsx';
export type { TextFieldProps } from './TextField/TextField.tsx';
export { Tiles, tilesColumns } from './Tiles/Tiles.tsx';
export type { TilesColumns, TilesProps, TileWidth } from './Tiles/Tiles.tsx';
export { Timeline } from './Timeline/Timeline.tsx';
export type { TimelineItem, TimelineProps } from './Timeline/Timeline.tsx';
export { Toaster, useToast } from './Toast/Toast.tsx';
export type { ToastApi, ToasterProps, ToastHandle, ToastOptions } from './Toast/Toast.tsx';
export { Toolbar } from './Toolbar/Toolbar.tsx';
export type { ToolbarProps } from './Toolbar/Toolbar.tsx';
export { Tooltip } from './Tooltip/Tooltip.tsx';
export type { TooltipProps } from './Tooltip/Tooltip.tsx';
export { TopBar } from './TopBar/TopBar.tsx';
export type { TopBarLinkProps, TopBarProps, TopBarTab } from './TopBar/TopBar.tsx';
export { I18nProvider as LocaleProvider } from 'react-aria-components';
// Tests and screenshots load every part a component defers, so none of them sees a part arrive.
export {
  deferred,
  preloadDeferred,
  useDeferred,
  useDeferredTrigger,
  whenIdle,
  type Deferred,
} from '../utils/deferred.ts';
