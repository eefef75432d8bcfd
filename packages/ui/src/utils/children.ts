import { Children, Fragment, isValidElement, type ReactNode } from 'react';

export interface FlatChild {
  key: string;
  node: ReactNode;
}

/** The children as a flat list, with fragments opened and empty values dropped; each gets a unique key. */
export function flattenChildren(children: ReactNode, keyPrefix = ''): FlatChild[] {
  return Children.toArray(children).flatMap((child, index) => {
    const key = `${keyPrefix}${isValidElement(child) && child.key != null ? child.key : index}`;
    if (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment) {
      return flattenChildren(child.props.children, `${key}/`);
    }
    return [{ key, node: child }];
  });
}
