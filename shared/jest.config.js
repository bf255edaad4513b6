module.exports = require('../jest.base.js')(__dirname);
