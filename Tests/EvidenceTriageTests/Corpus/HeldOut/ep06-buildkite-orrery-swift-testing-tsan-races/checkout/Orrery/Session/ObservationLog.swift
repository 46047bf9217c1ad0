//
//  ObservationLog.swift
//  Orrery
//

import Foundation

/// Session log written from the camera pipeline and the mount-control callbacks.
final class ObservationLog: @unchecked Sendable {
    private var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }

    var snapshot: [String] { entries }
}
