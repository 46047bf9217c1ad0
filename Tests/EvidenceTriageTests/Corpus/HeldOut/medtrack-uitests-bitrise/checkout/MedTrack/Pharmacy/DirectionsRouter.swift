//
//  DirectionsRouter.swift
//  MedTrack
//

import UIKit

struct DirectionsRouter {
    struct Option: Identifiable {
        let id: String
        let title: String
        let url: URL
    }

    func options(for address: String, application: UIApplication = .shared) -> [Option] {
        let query = address.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        var result = [Option(id: "apple", title: "Open in Maps", url: URL(string: "maps://?daddr=\(query)")!)]
        // canOpenURL only answers for schemes listed in LSApplicationQueriesSchemes.
        if let google = URL(string: "comgooglemaps://?daddr=\(query)"), application.canOpenURL(google) {
            result.append(Option(id: "google", title: "Open in Google Maps", url: google))
        }
        return result
    }
}
