import Foundation
import SwiftData
import os

/// Builds the app's SwiftData container. Called from KelplineApp.init and from tests.
enum ModelContainerFactory {
    static let log = Logger(subsystem: "io.kelpline.logbook", category: "store")

    static var schema: Schema {
        Schema([LineSection.self, HarvestEntry.self, WaterSample.self])
    }

    static func storeURL(in directory: URL) -> URL {
        directory.appendingPathComponent("Kelpline.store")
    }

    static func make(directory: URL) -> ModelContainer {
        let config = ModelConfiguration(schema: schema, url: storeURL(in: directory))
        do {
            return try ModelContainer(for: schema, configurations: config)
        } catch {
            log.fault("store open failed: \(String(describing: error), privacy: .public)")
            // TODO(KEL-212): move the broken store aside and retry, then fall back to in-memory.
            fatalError("Could not create ModelContainer: \(error)")
        }
    }
}
