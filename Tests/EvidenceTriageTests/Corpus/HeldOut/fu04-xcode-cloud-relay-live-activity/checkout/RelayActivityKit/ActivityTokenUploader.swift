//
//  ActivityTokenUploader.swift
//  RelayActivityKit
//
//  Sends each Live Activity push token to the API so the server can update the
//  card over APNs after the app has left the foreground.
//

import Foundation

public protocol TokenAPI: AnyObject {
    func register(token: String, activityID: String, phoneID: String) async throws
    /// Asks the server to send the final `end` push; returns once APNs accepted it.
    func sendEnd(activityID: String) async throws
    func delete(token: String) async throws
}

public final class ActivityTokenUploader {
    private let api: TokenAPI
    private let phoneID: String
    public private(set) var tokens: [String: String] = [:]   // activityID -> token

    public init(api: TokenAPI, phoneID: String) {
        self.api = api
        self.phoneID = phoneID
    }

    public func tokenDidChange(_ token: String, activityID: String) async throws {
        tokens[activityID] = token
        try await api.register(token: token, activityID: activityID, phoneID: phoneID)
    }

    /// Ends the card: the server pushes `end` with the token it holds.
    public func end(activityID: String) async throws {
        guard let token = tokens.removeValue(forKey: activityID) else { return }
        try await api.delete(token: token)
        try await api.sendEnd(activityID: activityID)
    }
}
