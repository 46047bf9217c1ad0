import Testing
@testable import iosApp

@Suite struct RegionMathTests {
    @Test func distanceAcrossFenceIsSymmetric() {
        #expect(RegionMath.distance(from: .init(50.36412, -4.14258), to: .init(50.36439, -4.14258)).rounded() == 30)
    }
}
