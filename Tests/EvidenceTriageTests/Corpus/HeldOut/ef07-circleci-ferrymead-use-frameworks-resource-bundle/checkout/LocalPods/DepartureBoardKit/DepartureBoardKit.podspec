Pod::Spec.new do |s|
  s.name             = 'DepartureBoardKit'
  s.version          = '0.9.0'
  s.summary          = 'Departure board views and strings for Ferrymead.'
  s.homepage         = 'https://ferrymead.example/ios'
  s.license          = { :type => 'Proprietary' }
  s.author           = 'Ferrymead mobile'
  s.source           = { :path => '.' }
  s.ios.deployment_target = '16.0'
  s.swift_version    = '5.9'
  s.source_files     = 'Sources/**/*.swift'
  s.resource_bundles = { 'DepartureBoardKit' => ['Resources/**/*.{strings,json}'] }
end
