import Testing
import Foundation
@testable import Marten

struct RingtoneCatalogTests {
    @Test func bundledRingtonesResolve() {
        for tone in RingtoneCatalog.all {
            let url = Bundle.main.url(forResource: tone.fileName, withExtension: "caf")
            #expect(url != nil, "\(tone.fileName).caf must be copied into the app bundle for CXProviderConfiguration.ringtoneSound")
        }
    }

    @Test func defaultToneIsFirst() {
        #expect(RingtoneCatalog.all.first?.fileName == "marten_ring")
    }
}
