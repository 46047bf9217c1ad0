//
//  PushRegistrar.swift
//  Ferrylight
//

import Foundation

/// Forwards the APNs registration outcome from the app delegate to whoever asked for it
/// (onboarding, settings, tests) and uploads the token to the timetable service.
final class PushRegistrar {
    static let shared = PushRegistrar()

    var onResult: ((Result<Data, Error>) -> Void)?
    private let uploader: PushTokenUploading

    init(uploader: PushTokenUploading = PushTokenUploader()) {
        self.uploader = uploader
    }

    func didRegister(deviceToken: Data) {
        uploader.upload(token: deviceToken)
        onResult?(.success(deviceToken))
        onResult = nil
    }

    func didFail(error: Error) {
        onResult?(.failure(error))
        onResult = nil
    }
}
