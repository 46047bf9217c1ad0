var expect = require("chai").expect;
var TrailSync = require("../sync/trail-sync").TrailSync;
var TrailStore = require("../sync/trail-store").TrailStore;

function apiReturning(conditions) {
  return { fetchConditions: function () { return Promise.resolve(conditions); } };
}

describe("TrailSync", function () {
  it("reports NewData when a trail's condition changed", function () {
    var store = new TrailStore([{ trailId: "ridge-loop", condition: "dry", updatedAt: 1557700000 }]);
    var sync = new TrailSync(apiReturning([{ trailId: "ridge-loop", condition: "muddy", updatedAt: 1557900000 }]), store);
    return sync.run().then(function (result) {
      expect(result).to.equal(UIBackgroundFetchResult.NewData);
    });
  });

  it("reports NoData when nothing changed", function () {
    var store = new TrailStore([{ trailId: "ridge-loop", condition: "dry", updatedAt: 1557700000 }]);
    var sync = new TrailSync(apiReturning([]), store);
    return sync.run().then(function (result) {
      expect(result).to.equal(UIBackgroundFetchResult.NoData);
    });
  });
});
