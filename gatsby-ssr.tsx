import './src/styles/tokens.css';
import './src/styles/global.css';
