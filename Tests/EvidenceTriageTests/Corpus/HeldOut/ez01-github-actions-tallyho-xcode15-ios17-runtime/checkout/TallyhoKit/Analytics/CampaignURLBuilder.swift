//
//  CampaignURLBuilder.swift
//  TallyhoKit
//
//  Builds the tracked links used in the referral share sheet.
//

import Foundation

public struct CampaignURLBuilder {
    public let base: String

    private static let valueAllowed: CharacterSet = {
        var set = CharacterSet.urlQueryAllowed
        set.remove(charactersIn: "&=+?#")
        return set
    }()

    public init(base: String = "https://t.tallyho.app/c") {
        self.base = base
    }

    /// Values from the marketing config are usually pre-encoded ("summer%20brunch")
    /// and go in as-is. Anything URL(string:) rejects is a raw value typed by a
    /// manager ("brunch & mimosas") and is encoded here, once.
    public func url(campaign: String, source: String) -> URL? {
        if let url = URL(string: "\(base)?utm_campaign=\(campaign)&utm_source=\(source)") {
            return url
        }
        let value = campaign.addingPercentEncoding(withAllowedCharacters: Self.valueAllowed) ?? campaign
        return URL(string: "\(base)?utm_campaign=\(value)&utm_source=\(source)")
    }
}
