/*
 * What another feature writing about a company takes first (companies owns `companies`): the
 * company's row lock, so its writes about one company run one after the other (price-lists'
 * assignment of a company's lists).
 */
export { lockCompany } from './companies-repository';
