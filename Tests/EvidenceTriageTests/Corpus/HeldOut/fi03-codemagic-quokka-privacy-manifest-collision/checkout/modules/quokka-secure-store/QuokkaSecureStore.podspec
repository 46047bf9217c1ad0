require "json"

package = JSON.parse(File.read(File.join(__dir__, "package.json")))

Pod::Spec.new do |s|
  s.name         = "QuokkaSecureStore"
  s.version      = package["version"]
  s.summary      = "Keychain-backed key storage for Quokka Notes"
  s.homepage     = "https://github.com/quokka-notes/quokka-notes"
  s.license      = "UNLICENSED"
  s.authors      = { "Quokka mobile" => "mobile@quokka-notes.invalid" }
  s.platforms    = { :ios => "15.1" }
  s.source       = { :git => "https://github.com/quokka-notes/quokka-notes.git", :tag => "#{s.version}" }

  s.source_files = "ios/**/*.{h,m,mm,swift}"
  # Required-reason API declarations (file timestamps, UserDefaults) for App Review.
  s.resources    = ["ios/PrivacyInfo.xcprivacy"]

  install_modules_dependencies(s)
end
