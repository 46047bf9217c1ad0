//
//  ExtensionUploadSession.swift
//  FerrousShare (share extension) — also compiled into FerrousTests
//
//  A background session created by an app extension must name a shared container
//  that the extension and the containing app can both access.
//

import Foundation

enum ExtensionUploadSession {
    static let identifierPrefix = "com.ferrous.field.share-upload"

    /// `bundle` is the extension bundle; its Info.plist carries
    /// FRAppGroupIdentifier = $(FERROUS_APP_GROUP).
    static func makeConfiguration(bundle: Bundle) -> URLSessionConfiguration {
        let config = URLSessionConfiguration.background(
            withIdentifier: "\(identifierPrefix).\(UUID().uuidString)")
        config.sharedContainerIdentifier = bundle.object(forInfoDictionaryKey: "FRAppGroupIdentifier") as? String
        config.sessionSendsLaunchEvents = true
        return config
    }
}
