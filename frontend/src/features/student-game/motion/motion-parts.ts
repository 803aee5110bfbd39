// The parts of framer-motion the game uses, in one module that is only ever imported lazily
// (see use-motion.ts): the library stays out of the /student-game first load.
export { AnimatePresence, MotionConfig, motion } from 'framer-motion';
