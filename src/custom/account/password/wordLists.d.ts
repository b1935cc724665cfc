// The word lists of the zxcvbn-ts language packages, imported one by one (the packages'
// index modules would bring every list, Wikipedia's included). Each module's default
// export is the list of words.
declare module '@zxcvbn-ts/*.json.mjs' {
  const words: string[];
  export default words;
}

// The Dutch package (an older major version) names its modules .json.esm.js.
declare module '@zxcvbn-ts/*.json.esm.js' {
  const words: string[];
  export default words;
}
