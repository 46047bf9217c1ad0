import Foundation

final class AccountCoordinator {
    private(set) var uploader = MediaUploader()
    private(set) var credentials: Credentials?

    func logIn(_ credentials: Credentials) {
        self.credentials = credentials
        uploader = MediaUploader()
    }

    func logOut() {
        uploader.tearDown()
        credentials = nil
    }
}
