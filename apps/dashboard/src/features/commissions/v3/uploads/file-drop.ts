// The library's drop zone, loaded by the uploads screen on its own (uploads-screen.tsx).
export { FileDrop } from '@cuadre/ui';
