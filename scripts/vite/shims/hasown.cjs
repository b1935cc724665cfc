// `hasown` for the bundle: Object.hasOwn is in every browser the portal supports (es2022).
module.exports = function hasOwn(object, key) {
  return Object.hasOwn(object, key);
};
