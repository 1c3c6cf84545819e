// Puts React nodes into a translated text at its {name} placeholders.
import { Fragment, type ReactNode } from 'react';

export function Interpolate({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  const pieces = text.split(/(\{\w+\})/);
  return (
    <>
      {pieces.map((piece, i) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
      })}
    </>
  );
}
