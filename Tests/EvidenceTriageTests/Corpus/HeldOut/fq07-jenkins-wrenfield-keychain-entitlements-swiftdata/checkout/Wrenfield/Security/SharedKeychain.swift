//
//  SharedKeychain.swift
//  Wrenfield
//
//  Items the app shares with the share extension and the widget.
//

import Foundation
import WrenfieldKit

enum SharedKeychain {
    /// Must match an entry in Wrenfield.entitlements / WrenfieldShare.entitlements.
    static let accessGroup = "com.wrenfield.shared"

    static let store = KeychainCredentialStore(
        service: "com.wrenfield.shared.session",
        accessGroup: accessGroup
    )
}
