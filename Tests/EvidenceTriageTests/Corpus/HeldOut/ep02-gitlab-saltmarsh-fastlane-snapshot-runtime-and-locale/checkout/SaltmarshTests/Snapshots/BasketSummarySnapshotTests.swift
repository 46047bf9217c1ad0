//
//  BasketSummarySnapshotTests.swift
//  SaltmarshTests
//

import iOSSnapshotTestCase
import SwiftUI
import XCTest
@testable import Saltmarsh

final class BasketSummarySnapshotTests: SnapshotTestCase {
    func testBasketSummaryCard() {
        let view = BasketSummaryCard(basket: .fixture(items: 7, total: 23.84))
        let host = UIHostingController(rootView: view.frame(width: 393))
        host.view.frame = CGRect(x: 0, y: 0, width: 393, height: 220)
        FBSnapshotVerifyView(host.view)
    }

    func testPriceHistoryChartEmptyState() {
        let host = UIHostingController(rootView: PriceHistoryChart(points: []).frame(width: 393, height: 260))
        host.view.frame = CGRect(x: 0, y: 0, width: 393, height: 260)
        FBSnapshotVerifyView(host.view)
    }
}
