'use client';

import { createContext, useContext } from 'react';

/**
 * Whether the dialog around a component is open: false from the moment it starts closing,
 * while its content is still on screen sliding away. Outside a dialog, always true. Lets
 * content stop work that only makes sense while the visitor can use it.
 */
export const DialogOpenContext = createContext(true);

export const useDialogOpen = () => useContext(DialogOpenContext);
