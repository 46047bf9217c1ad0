//
//  ScanManifest.swift
//  QuaywiseKit
//
//  The upload service answers every POST /v1/scans with a manifest describing what it
//  stored. The app shows "Uploaded 2 min ago" from `uploadedAt`.
//

import Foundation

public struct ScanManifest: Decodable, Equatable {
    public let scanID: UUID
    public let pageCount: Int
    public let uploadedAt: Date
    public let ocrStatus: String
}

public enum ScanManifestDecoder {
    public static func decode(_ data: Data) throws -> ScanManifest {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(ScanManifest.self, from: data)
    }
}
