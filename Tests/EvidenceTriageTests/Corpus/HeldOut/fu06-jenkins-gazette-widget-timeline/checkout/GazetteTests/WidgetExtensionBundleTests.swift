//
//  WidgetExtensionBundleTests.swift
//  GazetteTests
//
//  Checks the widget extension as built into the host app, not the project file.
//

import XCTest

final class WidgetExtensionBundleTests: XCTestCase {
    private var appexInfo: [String: Any] {
        get throws {
            let url = try XCTUnwrap(Bundle.main.builtInPlugInsURL?.appendingPathComponent("GazetteWidgets.appex/Info.plist"))
            let data = try Data(contentsOf: url)
            return try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        }
    }

    func testWidgetExtensionIsEmbedded() throws {
        let info = try appexInfo
        let point = (info["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String
        XCTAssertEqual(point, "com.apple.widgetkit-extension")
    }

    func testWidgetExtensionMinimumOSNotAboveApp() throws {
        let appMinimum = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "MinimumOSVersion") as? String)
        let widgetMinimum = try XCTUnwrap(try appexInfo["MinimumOSVersion"] as? String)
        XCTAssertTrue(widgetMinimum.compare(appMinimum, options: .numeric) != .orderedDescending,
                      "GazetteWidgets.appex requires iOS \(widgetMinimum) but the app supports iOS \(appMinimum)")
    }
}
