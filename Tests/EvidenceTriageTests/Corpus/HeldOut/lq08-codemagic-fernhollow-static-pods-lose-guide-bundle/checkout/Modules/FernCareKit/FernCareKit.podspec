Pod::Spec.new do |s|
  s.name             = 'FernCareKit'
  s.version          = '0.9.0'
  s.summary          = 'Care guides and watering rules for Fernhollow.'
  s.homepage         = 'https://git.fernhollow.app/ios/fernhollow'
  s.license          = { :type => 'Proprietary' }
  s.author           = 'Fernhollow'
  s.source           = { :git => 'https://git.fernhollow.app/ios/fernhollow.git', :tag => s.version.to_s }
  s.ios.deployment_target = '17.0'
  s.source_files     = 'Sources/**/*.{h,m}'
  s.resource_bundles = { 'FernCareGuides' => ['Resources/Guides/*.json'] }

  s.test_spec 'Tests' do |test_spec|
    test_spec.source_files = 'Tests/**/*.{h,m}'
  end
end
