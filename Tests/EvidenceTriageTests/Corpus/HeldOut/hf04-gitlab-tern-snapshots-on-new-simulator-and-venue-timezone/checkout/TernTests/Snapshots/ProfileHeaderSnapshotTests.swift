import FBSnapshotTestCase
@testable import Tern

final class ProfileHeaderSnapshotTests: TernSnapshotTestCase {
    func testHeaderWithLongName() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 393, height: 220))
        header.configure(with: .fixture(name: "Maximiliane Oberhuber-Castellanos", handle: "@max.oc"))
        FBSnapshotVerifyView(header)
    }

    func testHeaderWithAvatarPlaceholder() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 393, height: 220))
        header.configure(with: .fixture(name: "Ada", handle: "@ada", avatar: nil))
        FBSnapshotVerifyView(header)
    }
}
