import SwiftUI

struct SignUpView: View {
    @State private var email = ""
    @State private var password = ""
    var onSubmit: (String, String) -> Void

    var body: some View {
        Form {
            TextField("Email", text: $email)
                .textContentType(.username)
                .keyboardType(.emailAddress)
                .accessibilityIdentifier("emailField")
            SecureField("Password", text: $password)
                .textContentType(.newPassword)
                .accessibilityIdentifier("passwordField")
            Button("Create account") { onSubmit(email, password) }
                .disabled(password.count < 10)
        }
    }
}
