Pod::Spec.new do |s|
  s.name         = 'QuaysideManifest'
  s.version      = '2.3.0'
  s.summary      = 'Vessel manifest parsing and background sync for Quayside.'
  s.homepage     = 'https://git.quayside.internal/mobile/quayside-ios'
  s.license      = { :type => 'Proprietary' }
  s.author       = 'Quayside Mobile'
  s.source       = { :git => 'https://git.quayside.internal/mobile/quayside-ios.git', :tag => s.version.to_s }
  s.ios.deployment_target = '17.0'
  s.swift_version = '5.10'
  s.source_files = 'Sources/**/*.swift'

  s.test_spec 'Tests' do |t|
    t.source_files = 'Tests/**/*.swift'
    t.resource_bundles = { 'QuaysideManifestTestFixtures' => ['Tests/Fixtures/*.{json,xml}'] }
  end
end
