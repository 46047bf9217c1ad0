//
//  ByteCountLabel.swift
//  Shoebox
//

import Foundation

enum ByteCountLabel {
    static func text(for bytes: Int64) -> String {
        let megabytes = Double(bytes) / 1_000_000
        if megabytes >= 1_000 {
            return String(format: "%.0f GB", megabytes / 1_000)
        }
        // Sizes under 10 MB should keep one decimal ("4.7 MB").
        return String(format: "%.0f MB", megabytes)
    }
}
