// Manual mock (added in #2214). Generated from the real module's shape.
const backgroundFetch = jest.genMockFromModule('react-native-background-fetch');

module.exports = backgroundFetch;
