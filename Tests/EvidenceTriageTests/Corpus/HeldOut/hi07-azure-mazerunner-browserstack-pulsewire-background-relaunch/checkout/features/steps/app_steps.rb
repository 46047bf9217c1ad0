When('I send the app to the background') do
  Maze.driver.background_app(-1)
end

When('I kill and relaunch the app') do
  Maze.driver.close_app
  Maze.driver.launch_app
end
