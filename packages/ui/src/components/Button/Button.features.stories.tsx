import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import type { ButtonProps } from './Button.tsx';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Actions/Button/Features',
  component: Button,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

function Sheet(stateProps: Pick<ButtonProps, 'disabled' | 'loading'>) {
  return (
    <table style={{ borderSpacing: '16px 8px', borderCollapse: 'separate' }}>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            Variant
          </th>
          {buttonSizes.map((size) => (
            <th key={size} scope="col" style={{ textAlign: 'left', fontWeight: 500 }}>
              {size}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {buttonVariants.map((variant) => (
          <tr key={variant}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 500 }}>
              {variant}
            </th>
            {buttonSizes.map((size) => (
              <td key={size}>
                <Button variant={variant} size={size} {...stateProps} aria-label={size === 'icon' ? 'Add' : undefined}>
                  {size === 'icon' ? <Plus size={16} aria-hidden="true" /> : 'Approve batch'}
                </Button>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const Rest: Story = { render: () => <Sheet /> };

export const Disabled: Story = { render: () => <Sheet disabled /> };

export const Loading: Story = { render: () => <Sheet loading /> };
