/**
 * Socket.IO room names of a live room. Every emit of the reducer goes to one of these, so a view
 * meant for one role can only reach that role's connections (across nodes, through the adapter).
 */
export const hostRoom = (code: string) => `room:${code}:host`;
export const studentsRoom = (code: string) => `room:${code}:students`;
export const seatRoom = (code: string, playerId: string) => `room:${code}:seat:${playerId}`;
