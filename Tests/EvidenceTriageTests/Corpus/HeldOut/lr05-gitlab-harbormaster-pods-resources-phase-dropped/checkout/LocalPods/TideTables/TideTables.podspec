Pod::Spec.new do |s|
  s.name             = 'TideTables'
  s.version          = '3.2.0'
  s.summary          = 'Tide stations and harmonic constants for the harbour app.'
  s.homepage         = 'https://git.harbormaster.example/mobile/tide-tables'
  s.license          = { :type => 'Proprietary' }
  s.author           = 'Harbormaster mobile team'
  s.source           = { :path => '.' }
  s.ios.deployment_target = '16.0'
  s.swift_version    = '5.10'
  s.source_files     = 'Sources/**/*.swift'
  s.resource_bundles = { 'TideTables' => ['Resources/stations.sqlite'] }
end
