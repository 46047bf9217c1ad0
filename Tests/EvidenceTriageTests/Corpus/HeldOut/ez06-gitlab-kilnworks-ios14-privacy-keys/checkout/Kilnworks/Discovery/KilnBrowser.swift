//
//  KilnBrowser.swift
//  Kilnworks
//
//  Finds kiln controllers (KilnCtl firmware 3.x) on the studio network. They
//  advertise themselves over Bonjour as _kilnctl._tcp.
//

import Foundation

final class KilnBrowser: NSObject, NetServiceBrowserDelegate {
    static let serviceType = "_kilnctl._tcp."

    enum Event {
        case found(name: String)
        case failed([String: NSNumber])
    }

    var onEvent: ((Event) -> Void)?
    private let browser = NetServiceBrowser()

    func start() {
        browser.delegate = self
        browser.searchForServices(ofType: Self.serviceType, inDomain: "local.")
    }

    func stop() {
        browser.stop()
    }

    func netServiceBrowser(_ browser: NetServiceBrowser, didFind service: NetService, moreComing: Bool) {
        onEvent?(.found(name: service.name))
    }

    func netServiceBrowser(_ browser: NetServiceBrowser, didNotSearch errorDict: [String: NSNumber]) {
        NSLog("[discovery] browse for %@ failed: %@", Self.serviceType, errorDict)
        onEvent?(.failed(errorDict))
    }
}
