import XCTest
@testable import Quarry

final class FilterPresetTests: XCTestCase {
    func testVintagePresetOrder() {
        let preset = FilterPreset.vintage
        XCTAssertEqual(preset.stages.map(\.name), ["temperature", "fade", "grain", "vignette"])
    }

    func testMonoPresetHasNoColorStages() {
        XCTAssertFalse(FilterPreset.mono.stages.contains { $0.affectsColor })
    }
}
