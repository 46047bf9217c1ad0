//
//  CloudSyncEngine.swift
//  Larkspur
//
//  Pushes recipe changes to the private CloudKit database and pulls remote
//  changes. Started from Settings when the user turns on iCloud sync, and by
//  the com.larkspur.notes.cloud-export processing task.
//

import CloudKit
import Foundation
import os

final class CloudSyncEngine {
    static let containerIdentifier = "iCloud.com.larkspur.notes"

    private let container: CKContainer
    private let database: CKDatabase
    private let log = Logger(subsystem: "com.larkspur.notes", category: "CloudSync")
    private(set) var isRunning = false

    init(accountStatus: @escaping () async throws -> CKAccountStatus = { try await CKContainer(identifier: CloudSyncEngine.containerIdentifier).accountStatus() }) {
        container = CKContainer(identifier: Self.containerIdentifier)
        database = container.privateCloudDatabase
        self.accountStatus = accountStatus
    }

    private let accountStatus: () async throws -> CKAccountStatus

    func start() async {
        guard (try? await accountStatus()) == .available else {
            log.info("iCloud account unavailable; sync stays off")
            return
        }
        isRunning = true
        log.info("sync started for \(Self.containerIdentifier, privacy: .public)")
    }
}
