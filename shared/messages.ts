// Messages between students and coaches (SPEC §3): the shape; the rules are in ./messageRules.

export { type Message, messageSchema } from './entities/message';
export * from './messageRules';
