//
//  PRSharingSession.swift
//  ParleyShareEngine
//
//  The share extension's session: uploads go through a background
//  URLSession so they finish after the extension is dismissed. Inside an
//  app extension a background session must name the app group container
//  (sharedContainerIdentifier), or every task fails with
//  NSURLErrorBackgroundSessionRequiresSharedContainer (-995).
//

import Foundation

public final class PRSharingSession {
    public let transportSession: PRTransportSession

    public init(applicationGroupIdentifier: String, hostBundleIdentifier: String, environment: PREnvironment) throws {
        let containerURL = try PRSharedContainer.url(forApplicationGroupIdentifier: applicationGroupIdentifier)
        let store = try PRSharedStore(containerURL: containerURL)
        transportSession = PRTransportSession(
            baseURL: environment.backendURL,
            backgroundSessionIdentifier: "\(hostBundleIdentifier).share-upload",
            sharedContainerIdentifier: nil,
            cookieStorage: store.cookieStorage
        )
    }
}
