//
//  MultipartStager.swift
//  Quillfeather
//
//  Background sessions only upload from files, so each asset's multipart body
//  is written to Library/Caches/staged-uploads before the task is created.
//

import Foundation

final class MultipartStager {
    let directory: URL
    private var staged: [String: URL] = [:]

    init(directory: URL) {
        self.directory = directory
    }

    func stage(assetID: String, body: Data) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("\(assetID).multipart")
        try body.write(to: url, options: .atomic)
        staged[assetID] = url
        return url
    }

    func finish(assetID: String) {
        if let url = staged.removeValue(forKey: assetID) {
            try? FileManager.default.removeItem(at: url)
        }
    }

    func cancel(assetID: String) {
        // Forget the asset; the file is reused if the user retries.
        staged.removeValue(forKey: assetID)
    }
}
