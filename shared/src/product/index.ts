export * from './product.constant';
