// Order editing's few messages come with the editing banner, which loads only while an order is
// being edited.
export { strings as orderEditingStrings } from 'virtual:locale-strings?keys=order_editing';
