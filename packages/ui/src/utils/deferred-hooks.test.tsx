// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, useDeferred, useDeferredTrigger, type Deferred } from './deferred.ts';

afterEach(cleanup);

type Part = { Popup: (props: { open: boolean }) => ReactNode };

function manualPart() {
  let arrive!: (part: Part) => void;
  const part = deferred<Part>(() => new Promise((resolve) => (arrive = resolve)));
  const Popup = ({ open }: { open: boolean }) => <p>{open ? 'popup open' : 'popup ready'}</p>;
  return { part, arrive: () => act(async () => arrive({ Popup })) };
}

function Shown({ part }: { part: Deferred<Part> }) {
  const loaded = useDeferred(part);
  return loaded ? <loaded.Popup open={false} /> : <p>placeholder</p>;
}

function Trigger({ part, drawOnArrival }: { part: Deferred<Part>; drawOnArrival?: boolean }) {
  const { module: loaded, defaultOpen, triggerProps } = useDeferredTrigger(part, { drawOnArrival });
  return loaded ? (
    <loaded.Popup open={defaultOpen} />
  ) : (
    <button type="button" {...triggerProps}>
      choose
    </button>
  );
}

describe('a deferred part in a component', () => {
  it('draws the placeholder first and the part once its code arrives', async () => {
    const { part, arrive } = manualPart();
    render(<Shown part={part} />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    void part.load();
    await arrive();
    expect(await screen.findByText('popup ready')).toBeTruthy();
  });

  it('draws a part that has already arrived at once, without a placeholder', async () => {
    const { part, arrive } = manualPart();
    void part.load();
    await arrive();
    render(<Shown part={part} />);
    expect(screen.getByText('popup ready')).toBeTruthy();
  });

  it('keeps a trigger as it is when the code arrives while the page sits idle, and draws the part on a press', async () => {
    const { part, arrive } = manualPart();
    render(<Trigger part={part} />);
    void part.load();
    await arrive();
    expect(screen.getByRole('button', { name: 'choose' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'choose' }));
    expect(await screen.findByText('popup open')).toBeTruthy();
  });

  it('draws a trigger that asks for it as soon as its code arrives', async () => {
    const { part, arrive } = manualPart();
    render(<Trigger part={part} drawOnArrival />);
    void part.load();
    await arrive();
    expect(await screen.findByText('popup ready')).toBeTruthy();
  });

  it('hands a trigger reached by keyboard to the part at once, so its keys work', async () => {
    const { part, arrive } = manualPart();
    render(<Trigger part={part} />);
    void part.load();
    await arrive();
    act(() => screen.getByRole('button', { name: 'choose' }).focus());
    expect(await screen.findByText('popup ready')).toBeTruthy();
  });

  it('draws a trigger whose code has already arrived as the part itself', async () => {
    const { part, arrive } = manualPart();
    void part.load();
    await arrive();
    render(<Trigger part={part} />);
    expect(screen.getByText('popup ready')).toBeTruthy();
  });

  it('keeps a press made before the code arrived and opens the part when it does', async () => {
    const { part, arrive } = manualPart();
    render(<Trigger part={part} />);
    fireEvent.click(screen.getByRole('button', { name: 'choose' }));
    await arrive();
    expect(await screen.findByText('popup open')).toBeTruthy();
  });
});
