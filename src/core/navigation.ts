// Page navigation behind one object, so tests (and odd hosts) can replace it.
export const navigation = {
  assign(url: string): void { location.assign(url); },
  reload(): void { location.reload(); },
};
