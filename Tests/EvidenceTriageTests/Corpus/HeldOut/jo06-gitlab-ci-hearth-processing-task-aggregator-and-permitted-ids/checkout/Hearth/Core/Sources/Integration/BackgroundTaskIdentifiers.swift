//
// BackgroundTaskIdentifiers.swift
// Integration
//
// Reads the permitted identifiers from the app's Info.plist, as
// NHS-COVID-19's BackgroundTaskIdentifiers does.
//

import Foundation

public class BackgroundTaskIdentifiers {
    private static let key = "BGTaskSchedulerPermittedIdentifiers"

    let bundle: Bundle

    public init(in bundle: Bundle) {
        self.bundle = bundle
    }

    public var all: [String] {
        bundle.object(forInfoDictionaryKey: Self.key) as? [String] ?? []
    }

    public var exposureNotification: String? {
        all.first { $0.hasSuffix("exposure-notification") }
    }
}
