var expect = require("chai").expect;
var formatMiles = require("../format/distance").formatMiles;

describe("TrailDistance", function () {
  it("formats miles with one decimal", function () {
    expect(formatMiles(5472)).to.equal("3.4 mi");
  });

  it("formats zero distance", function () {
    expect(formatMiles(0)).to.equal("0 mi");
  });
});
