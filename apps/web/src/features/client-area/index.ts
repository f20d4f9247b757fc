// Nothing of the client area is used by other features: app/routes.tsx loads its PIN pages itself.
export {};
