//
//  MultipartBodyWriter.swift
//  QuarryKit
//

import Foundation

public struct MultipartBodyWriter {
    public let boundary: String

    public init(boundary: String = "quarry-\(UUID().uuidString)") {
        self.boundary = boundary
    }

    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// The complete multipart body: form fields first, then the JPEG part.
    public func body(for photo: PendingPhoto) -> Data {
        var data = Data()
        data.append(field(name: "survey_id", value: photo.surveyID))
        data.append(field(name: "filename", value: photo.filename))
        data.append("--\(boundary)\r\n".data(using: .utf8)!)
        data.append("Content-Disposition: form-data; name=\"photo\"; filename=\"\(photo.filename)\"\r\n".data(using: .utf8)!)
        data.append("Content-Type: image/jpeg\r\n\r\n".data(using: .utf8)!)
        data.append(photo.jpegData)
        data.append("\r\n--\(boundary)--\r\n".data(using: .utf8)!)
        return data
    }

    /// Writes the body a background session uploads with `uploadTask(with:fromFile:)`.
    /// Background sessions only upload from a file, so this file must hold the whole
    /// multipart body, not just the photo.
    public func writeBackgroundBody(for photo: PendingPhoto, stagedPhotoURL: URL, to directory: URL) throws -> URL {
        let fileURL = directory.appendingPathComponent("\(photo.surveyID)-\(photo.filename).upload")
        // Reuse the photo the capture screen already staged on disk.
        try FileManager.default.copyItem(at: stagedPhotoURL, to: fileURL)
        return fileURL
    }

    private func field(name: String, value: String) -> Data {
        var part = "--\(boundary)\r\n"
        part += "Content-Disposition: form-data; name=\"\(name)\"\r\n\r\n"
        part += "\(value)\r\n"
        return part.data(using: .utf8)!
    }
}
